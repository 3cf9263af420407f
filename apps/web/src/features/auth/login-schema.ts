// The sign-in form's schema, imported by the page only once the page is drawn (form-rules.ts,
// lazyRulesFrom): a module of its own, since a dynamic import of '@congdoan/shared' itself would
// resolve to the entry chunk, which already holds that index, and pull zod into the first load.
export { loginBody } from '@congdoan/shared';
