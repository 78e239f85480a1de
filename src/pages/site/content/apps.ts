import { link, ol, p, section, ul } from '../rich-text';
import type { SitePageContent } from '../site-content';

export const APPS: SitePageContent = {
  path: '/apps',
  title: 'SpecFind on your phone and tablet',
  label: 'SpecFind on your phone',
  description:
    'SpecFind works in the browser of any phone or tablet, with no app to install. How to add it to your home screen on iPhone, iPad and Android.',
  lead: 'There is no separate app to download: the whole of SpecFind works in the browser of your phone or tablet, and you can put it on your home screen like an app.',
  nav: 'about',
  sections: [
    section(
      'mobile',
      'Made for small screens',
      p(
        'Every page – search, product pages, specifications and your account – adapts to the width of your screen. Text stays readable without zooming, menus fit a thumb, and pages are light, so they load quickly on a site visit with a weak signal.',
      ),
      ul(
        ['Look up a product named on a drawing with the search box at the top of every page, or ', link('search from here', '/search/'), '.'],
        ['Read a manufacturer’s ', link('specification sections', '/content-type/spec'), ' on screen; each also has a print-ready version for your desk.'],
        ['Sign in once and your favorites, saved searches and projects are the same on your phone as on your computer (', link('sign in', '/signin'), ').'],
      ),
    ),
    section(
      'iphone',
      'Add SpecFind to your home screen on iPhone or iPad',
      ol(
        'Open SpecFind in Safari.',
        'Tap the Share button (the square with an arrow pointing up).',
        'Scroll down and tap “Add to Home Screen”.',
        'Keep or change the name, then tap “Add”.',
      ),
      p('The SpecFind icon now opens the site directly, like any other app on your home screen.'),
    ),
    section(
      'android',
      'Add SpecFind to your home screen on Android',
      ol(
        'Open SpecFind in Chrome.',
        'Tap the menu button (three dots) at the top right.',
        'Tap “Add to home screen” (on some phones it reads “Install app”).',
        'Confirm with “Add”, then place the icon where you want it.',
      ),
      p('Other browsers, such as Samsung Internet, Firefox and Edge, offer the same option in their menus, sometimes under “Add page to” or “Home screen”.'),
    ),
    section(
      'downloads',
      'Downloads on a phone',
      p(
        'CAD drawings and BIM objects download to your phone like any other file, but they need CAD or BIM software to open. Many architects save them to a favorite or a project on the phone and download them later on the computer where they draw; PDF documents such as data sheets and certificates open in the phone’s own viewer.',
      ),
    ),
  ],
};
