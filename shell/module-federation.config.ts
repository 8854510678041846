import { fileURLToPath } from 'node:url';
import { federationShared } from '@andaman/platform/federation';

/**
 * The shell's side of federation. It is built without the federation plugin: its own code imports
 * its singletons as plain modules, and it creates its federation instance in the browser when a
 * remote is first needed (src/app/federation.ts), so a page without a remote negotiates nothing and
 * carries no federation runtime. It declares no remotes at build time (they come from
 * /runtime-config.json) and provides every shared singleton at these versions, including each
 * design-system module, so all remotes render with the shell's one antd runtime and theme.
 */
export default {
  name: 'shell',
  shared: federationShared({ packageJson: fileURLToPath(new URL('./package.json', import.meta.url)) }),
};
