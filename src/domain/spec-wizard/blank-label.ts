import { BLANK } from '../spec-document';

const LEAD_WORDS = 6;
const TAIL_WORDS = 3;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/**
 * What a paragraph's blank asks for, as its field's label: the paragraph's topic and the words around the blank,
 * "Value for Mockup Size: ____ square feet", so each blank is announced by what it is, not as "the blank".
 */
export function blankLabel(line: string): string {
  const [before, after = ''] = line.split(BLANK);
  const lead = words(before);
  const topic = /^([^:]{1,60}):/.exec(before)?.[1].trim();
  const near = lead.slice(-LEAD_WORDS).join(' ');
  const opening = topic && lead.length > LEAD_WORDS ? `${topic}: … ` : '';
  const tail = words(after.split(/[.,;:]/)[0]).slice(0, TAIL_WORDS).join(' ');
  return `Value for ${opening}${[near, '____', tail].filter(Boolean).join(' ')}`;
}
