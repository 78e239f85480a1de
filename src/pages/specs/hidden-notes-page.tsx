import { SpecInfoFrame } from './spec-info-frame';

/** /spec-info/display-hidden-notes: what editor's notes are and how to show or hide them. */
export function HiddenNotesPage() {
  return (
    <SpecInfoFrame
      current="/spec-info/display-hidden-notes"
      title="Editor’s (hidden) notes"
      lead="Guide specifications carry notes to the person editing them. They explain a choice, but they are not part of the contract text, so they are usually kept out of sight and out of print."
    >
      <section aria-labelledby="what">
        <h2 id="what">What editor’s notes are</h2>
        <p>
          A manufacturer writes a guide specification for many projects at once. Editor’s notes (also called specifier
          notes) tell you when to keep or delete a paragraph, which alternative suits which situation, and what to
          coordinate with other sections. Read them while you edit the section, then leave them out of the issued
          documents: contractors should see only the requirements.
        </p>
      </section>

      <section aria-labelledby="on-our-pages">
        <h2 id="on-our-pages">Showing notes on our specification pages</h2>
        <ul>
          <li>
            On a specification page, tick <strong>Show editor’s notes</strong> above the section. Each note appears under
            the paragraph it belongs to; untick the box to hide them again.
          </li>
          <li>
            The printable version shows notes in shaded “Specifier note” boxes on screen. They are left out when you
            print.
          </li>
          <li>In the spec wizard, a line that has a note offers it as extra information beside the line.</li>
        </ul>
      </section>

      <section aria-labelledby="word-processors">
        <h2 id="word-processors">Showing hidden text in a word processor</h2>
        <p>
          Word processors can mark text as hidden: it stays in the file but is not displayed or printed unless you ask
          for it. Guide specifications often store editor’s notes that way. The exact menus change between versions;
          in general:
        </p>
        <dl className="spec-info__steps">
          <dt>Microsoft Word</dt>
          <dd>
            The <strong>Show/Hide ¶</strong> button on the Home tab (Ctrl+Shift+8 on Windows, ⌘8 on a Mac) displays
            hidden text along with paragraph marks and spaces; press it again to hide them. Whether hidden text prints
            is a separate print option.
          </dd>
          <dt>LibreOffice Writer</dt>
          <dd>
            <strong>View ▸ Formatting Marks</strong> shows hidden characters, and{' '}
            <strong>View ▸ Hidden Paragraphs</strong> shows paragraphs formatted as hidden (where the menu has it, or
            through the formatting-aids options).
          </dd>
          <dt>Other programs</dt>
          <dd>Look for a command that shows formatting marks, nonprinting characters or hidden text, usually in the View menu.</dd>
        </dl>
        <p>
          Before you issue a section, delete the notes or check that hidden text is not set to print, so that none of
          them reach the contract documents.
        </p>
      </section>
    </SpecInfoFrame>
  );
}
