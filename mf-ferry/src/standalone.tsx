import { renderStandalone } from '@andaman/shared/standalone/harness';
import { routes } from './routes';

renderStandalone({ name: 'ferry', routes });
