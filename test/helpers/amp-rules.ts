/** The AMP HTML rules our amp layout must keep, checked on a whole document; returns what breaks them. */
export const AMP_RUNTIME = '<script async src="https://cdn.ampproject.org/v0.js"></script>';
export const AMP_BOILERPLATE =
  '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>';
const AMP_CSS_LIMIT = 75_000;

const count = (html: string, re: RegExp) => [...html.matchAll(re)].length;

export function customCss(html: string): string {
  return /<style amp-custom>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
}

export function ampViolations(html: string): string[] {
  const problems: string[] = [];
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const body = /<body[\s\S]*<\/body>/.exec(html)?.[0] ?? '';
  if (!/^<!DOCTYPE html>\s*<html (⚡|amp) lang="en">/.test(html)) problems.push('the html element is not <html ⚡ lang="en">');
  if (!/^\s*<meta charset="utf-8">/.test(head)) problems.push('<meta charset="utf-8"> is not the first child of head');
  if (!/<meta name="viewport" content="width=device-width[^"]*">/.test(head)) problems.push('no viewport meta');
  if (count(head, /<link rel="canonical" href="[^"]+">/g) !== 1) problems.push('not exactly one canonical link');
  if (!head.includes(AMP_RUNTIME)) problems.push('no AMP runtime script');
  if (!head.includes(AMP_BOILERPLATE)) problems.push('no AMP boilerplate with its noscript');
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('type="application/ld+json"'));
  if (scripts.length !== 1 || scripts[0] !== '<script async src="https://cdn.ampproject.org/v0.js">') problems.push(`scripts other than the runtime: ${scripts.join(' ')}`);
  if (count(html, /<style amp-custom>/g) !== 1) problems.push('not exactly one <style amp-custom>');
  if (count(html, /<style(?![^>]*amp-(custom|boilerplate))/g) > 0) problems.push('a <style> that is neither amp-custom nor amp-boilerplate');
  const css = customCss(html);
  if (Buffer.byteLength(css, 'utf8') >= AMP_CSS_LIMIT) problems.push('custom CSS of 75 KB or more');
  if (/!important/.test(css)) problems.push('!important in custom CSS');
  if (/<link[^>]+rel="stylesheet"/.test(html)) problems.push('an external stylesheet');
  for (const tag of ['img', 'iframe', 'video', 'audio', 'form', 'input', 'object', 'embed', 'frame']) {
    if (new RegExp(`<${tag}[\\s>/]`).test(body)) problems.push(`<${tag}> in the body`);
  }
  if (/\sstyle="/.test(body)) problems.push('inline style attributes');
  if (/\son[a-z]+="/.test(html)) problems.push('event handler attributes');
  for (const img of body.match(/<amp-img\b[^>]*>/g) ?? []) {
    if (!/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img)) problems.push(`amp-img without width and height: ${img}`);
    if (!/\salt="[^"]*"/.test(img)) problems.push(`amp-img without alt: ${img}`);
  }
  if (/<amp-img\b[^>]*\/>/.test(body)) problems.push('self-closed amp-img');
  return problems;
}
