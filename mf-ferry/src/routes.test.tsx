import { describeRemoteRoutes } from '@andaman/shared/testing/remote-routes';
import { routes } from './routes';

describeRemoteRoutes('ferry', routes);
