import { USER_COOKIE_DAYS, USER_COOKIE_DEFAULT_DAYS } from '../../../domain/cookies';
import { CONTACT_EMAILS } from '../../../domain/site';
import { dl, link, p, section, ul } from '../rich-text';
import type { SitePageContent } from '../site-content';

const MAILTO = link(CONTACT_EMAILS.privacy, `mailto:${CONTACT_EMAILS.privacy}`);

export const PRIVACY: SitePageContent = {
  path: '/privacy',
  title: 'Privacy policy',
  description:
    'What SpecFind collects – account details, favorites, saved searches, projects, download records, analytics events and cookies – why, how long we keep it, and your rights.',
  lead: 'You can browse, search and download on SpecFind without telling us who you are. This page explains what we collect when you use the site or create an account, why, how long we keep it and what you can ask of us.',
  nav: 'about',
  sections: [
    section(
      'collect',
      'What we collect',
      dl(
        ['Account details', 'Your e-mail address and password when you create an account, and whatever else you add to your profile: name, company, job title, telephone, web site and address. We store the password only as a salted scrypt hash, never as you typed it.'],
        ['Favorites and saved searches', 'The documents you mark as favorites, with any note you add, and the searches you save, with the date of each.'],
        ['Projects', 'Projects you create (name, type, city and state), the specification sections and manufacturers you choose for them, your spec wizard projects with the choices you made, and the manufacturers’ projects you ask to hear about.'],
        ['Download records', 'Each download: which document, its manufacturer and type, the date and time, and your account number when you are signed in.'],
        ['Product views, comparisons and spec-wizard downloads', 'Each time a product page is shown, products are compared side by side, or a manufacturer’s specification section is downloaded from its spec wizard: which products or section, their manufacturers, the time, and your account number when you are signed in. Crawlers are not counted.'],
        ['Analytics events', 'Actions on the site such as saving or deleting a project: a category, an action, a label, a value, the page and the time, with your account number when you are signed in.'],
        ['Messages you send', 'When you write to a manufacturer or to us through the site: your name, e-mail address and message.'],
        ['Technical data', 'Our servers log each request’s path, status and timing to keep the site running. Your IP address is held in memory for a short time to limit repeated sign-in attempts; the site does not write it to its logs or database.'],
      ),
    ),
    section(
      'cookies',
      'Cookies and browser storage',
      p('SpecFind sets no advertising or third-party cookies. The cookies it does set are:'),
      dl(
        ['session and session.sig', 'Keep you signed in. The second is a signature, so the first cannot be altered, and scripts on the page cannot read either. They end when you close the browser, or after 30 days if you chose “remember me”; signing out removes them.'],
        ['first_name, last_name, email', `Your name and address, set when you sign in so pages can greet you and fill in forms. With “remember me” they last ${USER_COOKIE_DAYS} days, otherwise until you close the browser; signing out removes them.`],
        ['mf', `Which MasterFormat edition you prefer section numbers in: “04” (2004, the default) or “95” (1995). It holds no personal data and lasts ${USER_COOKIE_DEFAULT_DAYS} days.`],
      ),
      p(
        'Your browser’s local storage also remembers which banners you have already seen, so you see each banner once before any is repeated. It never leaves your browser. You can clear cookies and storage in your browser settings at any time; you will be signed out and your format preference will return to 2004.',
      ),
    ),
    section(
      'why',
      'Why we use it',
      ul(
        'To provide the features you ask for: signing in, favorites, saved searches, projects and spec wizards.',
        'To report to manufacturers how their documents are used. Manufacturers pay for their listings, which keeps SpecFind free for architects.',
        'To answer your messages and send the e-mails you ask for, such as a password reset link.',
        'To keep the site secure and working, and to learn which features and documents are useful.',
      ),
    ),
    section(
      'share',
      'What manufacturers and others see',
      ul(
        'A manufacturer’s reports cover only its own documents: how often they were downloaded and saved to favorites.',
        'When you add a manufacturer’s specification section to one of your projects, or save a spec wizard project with its wizard, that manufacturer’s report shows the project’s name and type, the date, the sections, your account number, and the name, company, web site, city and state from your profile. Leave profile fields empty if you would rather they were not shown.',
        'A manufacturer’s insights count, per product, document and week, how often its products were viewed, compared, saved, watched, added to projects, its documents downloaded (by file format), its spec wizards saved and its specification sections downloaded from the spec wizard. The architects behind these counts are shown only in aggregate, by firm type (from the kind of firm you may state on your profile) and by region (from the state in your profile), and a group of fewer than three architects is not counted: insights never show your name, e-mail, company or account number.',
        'The one exception: when you send a manufacturer a request for information, its insights list your name, your organization and the date you sent it, as the request itself already did.',
        'Messages you send to a manufacturer go to that manufacturer.',
        'Companies that host the site and deliver its e-mail handle data for us and only on our instructions. We do not sell personal data.',
      ),
    ),
    section(
      'keep',
      'How long we keep it',
      ul(
        'Account details, favorites, saved searches and projects: until you delete them or ask us to close your account.',
        'Download records and analytics events: up to three years, for year-on-year reports to manufacturers. When an account is closed, its account number is removed from them.',
        'Messages sent through the site: up to two years after the last reply.',
        'Password reset links stop working after one hour, and sign-in tokens after 24 hours, or 30 days with “remember me”.',
      ),
    ),
    section(
      'rights',
      'Your rights',
      ul(
        ['See and correct your details on your ', link('profile', '/account/profile'), ' page.'],
        ['Delete favorites, saved searches and projects yourself from ', link('your account', '/account'), '.'],
        ['Ask us for a copy of everything we hold about you, or to close your account and erase your details, at ', MAILTO, '.'],
        'Object to a use of your data, or ask us to limit it, in the same way. We answer within one month.',
      ),
      p('If you are not satisfied with our answer, you may complain to the data protection authority where you live.'),
    ),
    section(
      'contact',
      'Contact and changes',
      p('Write to ', MAILTO, ' with any question about this policy or your data.'),
      p(
        'We update this page when what we collect changes. If a change affects account holders, we tell them by e-mail before it takes effect. See also our ',
        link('terms of use', '/terms'),
        '.',
      ),
    ),
  ],
};
