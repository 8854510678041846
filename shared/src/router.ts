/**
 * The one door to react-router for every app (a lint rule forbids importing react-router directly).
 *
 * The router must be a singleton (one history, one context), but sharing react-router whole through
 * Module Federation ships all of it (data APIs, server and RSC helpers included). This module is
 * the shared singleton instead: it names only what the site uses, the shell provides it, and inside
 * the shell's build react-router is tree-shaken to those exports. Routing is declarative
 * (`BrowserRouter` + route objects): data comes from TanStack Query, so the data-router APIs
 * (`createBrowserRouter`, loaders, fetchers) would be dead weight on every first load.
 */
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  Navigator,
  Params,
  RouteObject,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router-dom';
export {
  BrowserRouter,
  createPath,
  createSearchParams,
  generatePath,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
