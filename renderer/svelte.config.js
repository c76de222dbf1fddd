// Svelte compiler options, shared by Vite, svelte-check and ESLint.
export default {
  compilerOptions: { runes: true },
};
