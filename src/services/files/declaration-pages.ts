import { disclosureLabel, VALIDITY_YEARS } from '../../domain/declarations';
import type { Declaration } from '../declarations';
import { endSentence } from '../../domain/sentence';

/** The validity line both kinds of declaration print. */
export function validityLine(d: Pick<Declaration, 'kind' | 'issuedOn' | 'expiresOn'>): string {
  return `Issued ${d.issuedOn}; expires ${d.expiresOn} (valid ${VALIDITY_YEARS[d.kind]} years from issue).`;
}

/**
 * The facts page of an EPD or HPD generated on the fly (no file on disk): what the declarations
 * row says, so the PDF and the listing never disagree.
 */
export function declarationPages(d: Declaration, about: { productName: string | null; title: string; companyName: string }): string[] {
  const subject = about.productName ?? about.title;
  if (d.kind === 'epd') {
    return [
      [
        `Environmental Product Declaration – ${subject}`,
        `Declared unit: ${d.declaredUnit ?? 'not stated'}. System boundary: cradle to gate (modules A1–A3).`,
        `Product category rule: ${d.pcr ?? 'not stated'}. Program operator: ${d.programOperator ?? 'not stated'}.`,
        `Manufacturer: ${endSentence(about.companyName)}`,
        `Global warming potential: ${d.gwpKgCo2e === null ? 'not stated' : `${d.gwpKgCo2e} kg CO2e per declared unit`}.`,
        validityLine(d),
      ].join('\n'),
    ];
  }
  return [
    [
      `Health Product Declaration – ${subject}`,
      `Manufacturer: ${endSentence(about.companyName)} Content inventory threshold: ${d.hpdThresholdPpm ?? 'not stated'} ppm.`,
      `Disclosure level: ${d.disclosureLevel ? disclosureLabel(d.disclosureLevel, d.hpdThresholdPpm).toLowerCase() : 'not stated'}.`,
      validityLine(d),
    ].join('\n'),
  ];
}
