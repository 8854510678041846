import { describeRemoteRoutes } from '@andaman/shared/testing/remote-routes';
import { routes } from './routes';

describeRemoteRoutes('holidays', routes, ['/itinerary', '/itinerary/checkout', '/itinerary/:itineraryId']);
