/** The project's manual and outline downloads (shown only when the project has products or wizard selections). */
export function ProjectDocumentLinks({ base }: { base: string }) {
  return (
    <section aria-labelledby="project-documents-title">
      <h2 id="project-documents-title">Project manual</h2>
      <p>Every section in CSI order with the basis of design and its listed equals, the products’ data sheets and an embodied-carbon summary.</p>
      <ul className="section-list">
        <li>
          <a href={`${base}/manual.pdf`}>Project manual (PDF)</a>
        </li>
        <li>
          <a href={`${base}/manual.docx`}>Project manual (Word)</a>
        </li>
        <li>
          <a href={`${base}/outline.pdf`}>Outline specification (PDF)</a>
        </li>
      </ul>
    </section>
  );
}
