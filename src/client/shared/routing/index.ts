/*
 * The app's one routing module (ADR 0028): everything about routes, links and the location comes
 * from here. It is the only code that imports wouter (an ESLint rule says so).
 */
export { Route, Switch } from 'wouter';
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  usePreventScrollReset,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
  type NavLinkProps,
  type SetSearchParams,
} from './router';
export {
  createMemorySource,
  type MemorySource,
  type MemorySourceOptions,
  type NavigateOptions,
  type NavigationType,
  type RouterLocation,
} from './location-source';
