// The compare forms' count and limit. Without this script the form still sends the ticked boxes and /compare
// answers more than four with a message; with it the button reads "Compare (n)" and a fifth tick is undone at once.
import { COMPARE_MAX } from '../domain/product-compare';

/** The compare boxes of a form, including those joined to it from outside through their `form` attribute. */
const boxesOf = (form: HTMLFormElement) =>
  [...form.elements].filter((e): e is HTMLInputElement => e instanceof HTMLInputElement && e.type === 'checkbox' && e.name === 'ids');

function show(form: HTMLFormElement, text: string): void {
  const count = boxesOf(form).filter((b) => b.checked).length;
  const button = form.querySelector<HTMLButtonElement>('.compare-form__actions button[type="submit"]');
  if (button) button.textContent = `Compare (${count})`;
  const message = form.querySelector<HTMLElement>('.compare-form__message');
  if (message) message.textContent = text;
}

const forms = () => [...document.querySelectorAll<HTMLFormElement>('form.compare-form')];

document.addEventListener('change', (event) => {
  const box = event.target;
  if (!(box instanceof HTMLInputElement) || box.name !== 'ids' || !box.form?.classList.contains('compare-form')) return;
  if (box.checked && boxesOf(box.form).filter((b) => b.checked).length > COMPARE_MAX) {
    box.checked = false;
    show(box.form, `You can compare at most ${COMPARE_MAX} products at a time: untick one to add another.`);
    return;
  }
  show(box.form, '');
});

// Boxes a back navigation restored come ticked: count them.
addEventListener('pageshow', () => forms().forEach((form) => show(form, '')));
forms().forEach((form) => show(form, ''));
