import { SpecInfoFrame } from './spec-info-frame';

/** /spec-info: what a three-part specification is, the two numbering systems, and how to use ours. */
export function SpecInfoPage() {
  return (
    <SpecInfoFrame
      current="/spec-info"
      title="About specifications"
      lead="How construction specifications are organised, how to find manufacturers’ specifications here, and how the spec wizard turns them into a section for your project."
    >
      <section aria-labelledby="three-part">
        <h2 id="three-part">The three-part section</h2>
        <p>
          A project manual is divided into sections, one for each kind of work: a section for aluminum windows, another
          for resilient flooring, and so on. Each section follows the same outline, so a contractor knows where to look
          for a requirement whatever the product:
        </p>
        <dl className="spec-info__parts">
          <dt>PART 1 – GENERAL</dt>
          <dd>The administrative side: what the section covers, related sections, reference standards, submittals, quality assurance, delivery and warranty.</dd>
          <dt>PART 2 – PRODUCTS</dt>
          <dd>What is to be supplied: manufacturers, materials, performance, fabrication and finishes.</dd>
          <dt>PART 3 – EXECUTION</dt>
          <dd>How it goes into the building: examination of the substrate, preparation, installation, field quality control, cleaning and protection.</dd>
        </dl>
        <p>
          Inside each part, numbered articles (1.1, 1.2 …) hold lettered paragraphs (A, B …), which may hold numbered
          subparagraphs (1, 2 …). This layout, known as SectionFormat, is what our specification pages and downloads
          use.
        </p>
      </section>

      <section aria-labelledby="masterformat">
        <h2 id="masterformat">MasterFormat 2004 and 1995</h2>
        <p>
          Sections are numbered with MasterFormat. The 1995 edition had 16 divisions and five-digit numbers such as
          08110 (steel doors and frames). The 2004 edition, used by most offices today, has up to 50 divisions and
          six-digit numbers in pairs such as 08 11 13 (hollow metal doors and frames). Fire suppression, plumbing, HVAC,
          electrical, communications, site work and process equipment get divisions of their own, where 1995 folded them
          into Divisions 02, 11, 13, 14, 15 and 16.
        </p>
        <p>
          We file every specification under its 2004 number and show the matching 1995 number beside it. The{' '}
          <a href="/spec-info/chart">division chart</a> shows where each 2004 division’s work was found in 1995.
        </p>
      </section>

      <section aria-labelledby="finding">
        <h2 id="finding">Finding specifications here</h2>
        <ul>
          <li>
            <a href="/content-type/spec">Browse specifications</a> by MasterFormat division and section.
          </li>
          <li>
            <a href="/specwizard">Browse spec wizards</a>: specifications you can tailor before downloading.
          </li>
          <li>
            <a href="/search/">Search</a> by product, manufacturer or section number, then narrow the results to
            specifications.
          </li>
          <li>Every manufacturer’s page lists its specifications among its downloads.</li>
        </ul>
        <p>
          A specification page shows the whole section on screen. It links to a printable version, to the manufacturer,
          and to the spec wizard when the manufacturer offers one.
        </p>
      </section>

      <section aria-labelledby="wizard">
        <h2 id="wizard">How the spec wizard works</h2>
        <ol>
          <li>Open a wizard: every line of the manufacturer’s section appears with a box to tick.</li>
          <li>
            Tick the paragraphs you want. Ticking a line also ticks the lines it sits under, so an article is never left
            out while one of its paragraphs is kept; unticking a line drops everything beneath it.
          </li>
          <li>
            Where a paragraph offers alternatives, pick one with its round button; choosing one clears the others. Some
            paragraphs appear only after you pick the alternative they depend on.
          </li>
          <li>Type values into the blanks, such as a warranty period or a mockup size.</li>
          <li>
            Signed in, save your choices as a project and come back to them later; a saved project reopens with your
            choices applied.
          </li>
          <li>Download the finished section as a Word document (DOCX), rich text (RTF) or a web page (HTML).</li>
        </ol>
      </section>

      <section aria-labelledby="downloads">
        <h2 id="downloads">How our downloads are formatted</h2>
        <ul>
          <li>The section title and number come first, then PART 1 to PART 3 with articles, paragraphs and subparagraphs in SectionFormat.</li>
          <li>Paragraphs you left out are removed and the rest are lettered again, so the numbering has no gaps.</li>
          <li>The alternative you picked is written as the paragraph’s first subparagraph.</li>
          <li>Values you typed fill their blanks; blanks you left empty stay as [____] to complete later.</li>
          <li>The section closes with END OF SECTION, ready to drop into a project manual.</li>
        </ul>
        <p>
          Guide specifications carry editor’s notes for the specifier. See{' '}
          <a href="/spec-info/display-hidden-notes">how to show or hide editor’s notes</a>.
        </p>
      </section>
    </SpecInfoFrame>
  );
}
