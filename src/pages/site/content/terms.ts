import { CONTACT_EMAILS } from '../../../domain/site';
import { link, p, section, ul } from '../rich-text';
import type { SitePageContent } from '../site-content';

export const TERMS: SitePageContent = {
  path: '/terms',
  title: 'Terms of use',
  description:
    'The terms for using SpecFind: accounts, downloading and using manufacturers’ drawings, models and specifications, spec wizards, acceptable use and the limits of our responsibility.',
  lead: 'These terms apply to everyone who uses SpecFind. By browsing, downloading or creating an account you accept them; if you do not, please do not use the site.',
  nav: 'about',
  sections: [
    section(
      'service',
      'The service',
      p(
        'SpecFind is a directory of building products and of the documents their manufacturers publish: drawings, models, specifications, data sheets, certificates and product declarations. Browsing, searching and downloading are free. We may add, change or withdraw features, and we may take a document offline when its manufacturer asks us to or when we believe it is wrong.',
      ),
    ),
    section(
      'accounts',
      'Accounts',
      ul(
        'An account is for one person. Give us your real name and an e-mail address you read.',
        'Keep your password to yourself; you are responsible for what is done with your account. Tell us at once if you think someone else has used it.',
        'You may stop using your account at any time. We may suspend an account that breaks these terms, after telling you why where we can.',
      ),
      p('How we handle the information in your account is explained in our ', link('privacy policy', '/privacy'), '.'),
    ),
    section(
      'documents',
      'Using manufacturers’ documents',
      p(
        'The drawings, models, specifications and other documents on SpecFind belong to the manufacturers who publish them. Unless a document says otherwise, you may:',
      ),
      ul(
        'download documents and use them in the drawings, models, specifications and project manuals of your own projects, and share them with the rest of the project team;',
        'edit downloaded specifications and drawings to suit your project;',
        'print them and keep copies in your project records.',
      ),
      p('You may not:'),
      ul(
        'sell documents, or republish them as a library or collection of your own;',
        'remove a manufacturer’s name, trademarks or notices from a document in order to pass it off as another’s;',
        'download documents in bulk by automated means, or copy our listings, search results or catalog data wholesale.',
      ),
    ),
    section(
      'responsibility',
      'Professional responsibility',
      p(
        'Product information comes from the manufacturers. We file it carefully but cannot check every value, and products change. Before you specify or build, confirm performance, dimensions, ratings and code compliance with the manufacturer and against the codes that apply to your project.',
      ),
      p(
        'Specifications produced with a spec wizard are starting points. The design professional who issues a specification remains responsible for its content, for editing it to the project, and for coordinating it with the rest of the contract documents.',
      ),
    ),
    section(
      'conduct',
      'Acceptable use',
      p('When you use SpecFind you agree not to:'),
      ul(
        'try to reach another person’s account or data, or parts of the site that are not offered to you;',
        'send requests meant to disrupt the site, probe it for weaknesses or get around its limits;',
        'submit false requests, other people’s details, or messages that are unlawful, abusive or unsolicited advertising;',
        ['crawl the site except as our ', link('robots.txt', '/robots.txt'), ' file allows.'],
      ),
    ),
    section(
      'manufacturers',
      'Manufacturers who publish on SpecFind',
      p(
        'A manufacturer who sends us documents confirms that it has the right to publish them and allows us to show, index and offer them for download as these terms describe. It remains responsible for their accuracy and for keeping them current. Listing packages are governed by these terms and by the order the manufacturer places with us (',
        link('packages', '/advertise'),
        ').',
      ),
    ),
    section(
      'liability',
      'Limits of our responsibility',
      p(
        'SpecFind is provided as it is. To the extent the law allows, we give no warranty that the site or any document on it is accurate, complete, fit for a particular purpose or always available, and we are not liable for loss arising from the use of documents published by others. Nothing in these terms limits a liability that cannot be limited by law.',
      ),
    ),
    section(
      'changes',
      'Changes to these terms',
      p(
        'We may update these terms when the service changes. The version on this page is the one that applies; if a change matters to account holders, we will also tell them by e-mail before it takes effect.',
      ),
      p('Questions about these terms: ', link(CONTACT_EMAILS.general, `mailto:${CONTACT_EMAILS.general}`), '.'),
    ),
  ],
};
