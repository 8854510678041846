/**
 * The static router of the same react-router module as `@andaman/shared/router`, for the shell's
 * build-time pre-rendering in Node. Not a shared singleton and never imported by browser code.
 */
export { StaticRouter } from 'react-router-dom';
