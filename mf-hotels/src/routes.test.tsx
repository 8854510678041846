import { describeRemoteRoutes } from '@andaman/shared/testing/remote-routes';
import { routes } from './routes';

describeRemoteRoutes('hotels', routes, ['/hotels', '/hotels/checkout', '/hotels/:hotelId']);
