/**
 * A stylesheet as the build writes it, in small: Tailwind's layers (the properties fallback, the
 * theme, the reset, the utilities, inside media queries and `:is()` too), a registered property and
 * a rule of the site's own. The page trim's tests trim it.
 */
export const BUILT_STYLESHEET =
  '@layer properties{@supports (x:y){*{--tw-shadow:0 0 #0000}}}@layer theme{:root,:host{--color-teal:#0f766e;--color-red:#b91c1c}}' +
  '@layer base{h1{margin:0}code,kbd{font-family:mono}::-webkit-datetime-edit{padding:0}::placeholder{opacity:1}*,:after{box-sizing:border-box}}' +
  '@layer utilities{.shadow-md{box-shadow:var(--tw-shadow)}.text-teal{color:var(--color-teal)}}' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}.md\\:text-5xl{font-size:3rem}' +
  '@media (width>=48rem){.md\\:grid{display:grid}.md\\:text-5xl{font-size:3rem}}' +
  '.group-aria-expanded\\:hidden:is(:where(.group)[aria-expanded=true] *){display:none}.space-y-2>:not(:last-child){margin:0}}' +
  '@property --tw-shadow{syntax:"*";inherits:false}.site-nav{color:red}';
