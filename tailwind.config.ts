/**
 * Theme tokens: brand colours, fonts and breakpoints. Loaded by src/styles/global.css through
 * Tailwind 4's `@config`, so utilities such as `bg-brand-navy` and `lg:` follow this file.
 */
import type { Config } from 'tailwindcss';

export default {
  content: ['./src/**/*.{astro,ts,tsx,mdx}'],
  theme: {
    screens: {
      sm: '576px',
      md: '768px',
      // The navbar collapses below this width (see NavMenu).
      lg: '992px',
      xl: '1200px',
    },
    extend: {
      colors: {
        // Tailwind's slate greys in hex, as every page's inline style carries them: a third of the
        // bytes of the oklch() originals, the same colours on an sRGB screen.
        slate: {
          50: '#f8fafc',
          100: '#f1f5f9',
          200: '#e2e8f0',
          400: '#94a3b8',
          700: '#334155',
        },
        brand: {
          navy: '#0b2545',
          blue: '#13315c',
          teal: '#0f766e',
          'teal-dark': '#115e59',
          mint: '#5eead4',
          sand: '#f4e9d8',
          amber: '#f59e0b',
          ink: '#1f2937',
          muted: '#4b5563',
        },
      },
      fontFamily: {
        // The system font stack: no download, no swap, no shift (it beat a self-hosted Inter in
        // npm run bench:pages; see docs/performance.md).
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Noto Sans"',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
} satisfies Config;
