import { Fragment, type ReactNode } from 'react';
import { disclosureLabel } from '../domain/declarations';
import type { Declaration } from '../services/declarations';

function Gwp({ d }: { d: Declaration }) {
  return (
    <>
      {d.gwpKgCo2e} kg CO<sub>2</sub>e per {d.declaredUnit ?? 'declared unit'}
    </>
  );
}

/** "Valid until …" or, for an expired declaration, a marked "Expired on …" (words and an icon, not colour alone). */
function DeclarationStatus({ declaration }: { declaration: Declaration }) {
  const { expired, expiresOn } = declaration;
  return (
    <p className={expired ? 'declaration-status declaration-status--expired' : 'declaration-status'}>
      {expired && (
        <span className="declaration-status__icon" aria-hidden="true">
          !
        </span>
      )}
      {expired ? 'Expired on ' : 'Valid until '}
      <time dateTime={expiresOn}>{expiresOn}</time>
    </p>
  );
}

/** The facts of an EPD or HPD on a card: declared unit, GWP, program operator or disclosure level, validity. */
export function DeclarationFacts({ declaration: d }: { declaration: Declaration }) {
  return (
    <div className="declaration-facts">
      <dl>
        {d.declaredUnit && (
          <div>
            <dt>Declared unit</dt>
            <dd>{d.declaredUnit}</dd>
          </div>
        )}
        {d.gwpKgCo2e !== null && (
          <div>
            <dt>
              <abbr title="Global warming potential">GWP</abbr>
            </dt>
            <dd>
              <Gwp d={d} />
            </dd>
          </div>
        )}
        {d.programOperator && (
          <div>
            <dt>Program operator</dt>
            <dd>{d.programOperator}</dd>
          </div>
        )}
        {d.disclosureLevel && (
          <div>
            <dt>Disclosure</dt>
            <dd>{disclosureLabel(d.disclosureLevel, d.hpdThresholdPpm)}</dd>
          </div>
        )}
      </dl>
      <DeclarationStatus declaration={d} />
    </div>
  );
}

/** The same facts as rows of an item page's facts list (a fragment of dt/dd pairs). */
export function DeclarationFactRows({ declaration: d }: { declaration: Declaration }) {
  const rows: Array<[string, ReactNode]> = [
    ['Declared unit', d.declaredUnit],
    ['Global warming potential', d.gwpKgCo2e !== null ? <Gwp d={d} /> : null],
    ['Product category rule', d.pcr],
    ['Program operator', d.programOperator],
    ['Disclosure', d.disclosureLevel ? disclosureLabel(d.disclosureLevel, d.hpdThresholdPpm) : null],
    ['Issued', <time dateTime={d.issuedOn}>{d.issuedOn}</time>],
    ['Validity', <DeclarationStatus declaration={d} />],
  ];
  return (
    <>
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </>
  );
}
