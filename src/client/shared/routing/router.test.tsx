import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemorySource,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Switch,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  usePreventScrollReset,
  useSearchParams,
  type MemorySource,
} from '@client/shared/routing';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {`${location.pathname}${location.search}${location.hash} ${useNavigationType()} ${String(usePreventScrollReset())}`}
    </output>
  );
}

function renderAt(history: MemorySource, children: React.ReactNode) {
  render(
    <MemoryRouter source={history}>
      {children}
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('Link', () => {
  it('navigates on a plain click, with state, replace and preventScrollReset', () => {
    const history = createMemorySource({ initialEntries: ['/start'] });
    renderAt(
      history,
      <>
        <Link to="/list?page=2" state={{ from: 'start' }} preventScrollReset>
          Next
        </Link>
        <Link to="/other" replace>
          Other
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(where()).toBe('/list?page=2 PUSH true');
    expect(history.location.state).toEqual({ from: 'start' });
    fireEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(where()).toBe('/other REPLACE false');
    expect(history.entries.map((entry) => entry.pathname)).toEqual(['/start', '/other']);
  });

  it('leaves modified clicks, other buttons, other targets and reloadDocument to the browser', () => {
    const history = createMemorySource({ initialEntries: ['/start'] });
    // Whether the link let the browser follow it; then prevented here, so the test's DOM does not load the page.
    const followed: boolean[] = [];
    const record = (event: React.MouseEvent) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    renderAt(
      history,
      <div onClick={record} onAuxClick={record}>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Link to="/c" reloadDocument>
          C
        </Link>
      </div>,
    );
    const a = screen.getByRole('link', { name: 'A' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      fireEvent.click(a, modifier);
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    fireEvent.click(screen.getByRole('link', { name: 'C' }));
    expect(followed).toEqual([true, true, true, true, true, true, true]);
    expect(where()).toBe('/start POP false');
    fireEvent.click(a);
    expect(followed.at(-1)).toBe(false);
    expect(where()).toBe('/a PUSH false');
  });

  it('runs onClick first, and a handler that prevents the default keeps the page', () => {
    const history = createMemorySource({ initialEntries: ['/start'] });
    let clicked = 0;
    renderAt(
      history,
      <>
        <Link to="/a" onClick={() => (clicked += 1)}>
          A
        </Link>
        <Link to="/b" onClick={(event) => event.preventDefault()}>
          B
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(where()).toBe('/start POP false');
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(clicked).toBe(1);
    expect(where()).toBe('/a PUSH false');
  });

  it('resolves relative targets (search, #hash) against the current location, and replaces a link to where it is', () => {
    const history = createMemorySource({ initialEntries: ['/list?page=2'] });
    renderAt(
      history,
      <>
        <Link to="?page=3">Page 3</Link>
        <Link to="#results">Results</Link>
        <Link to="/list?page=3">Same</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/list?page=3');
    expect(screen.getByRole('link', { name: 'Results' }).getAttribute('href')).toBe('/list?page=2#results');
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('link', { name: 'Same' }));
    expect(where()).toBe('/list?page=3 REPLACE false');
    fireEvent.click(screen.getByRole('link', { name: 'Results' }));
    expect(where()).toBe('/list?page=3#results PUSH false');
    expect(history.entries).toHaveLength(3);
  });
});

describe('NavLink', () => {
  it('marks the current page and its parents with aria-current="page" and the className function', () => {
    renderAt(
      createMemorySource({ initialEntries: ['/forum/12'] }),
      <>
        <NavLink to="/forum" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Forum
        </NavLink>
        <NavLink to="/forum" end className="plain">
          Exactly the forum
        </NavLink>
        <NavLink to="/dashboard" className="plain">
          Dashboard
        </NavLink>
      </>,
    );
    const forum = screen.getByRole('link', { name: 'Forum' });
    expect(forum.getAttribute('aria-current')).toBe('page');
    expect(forum.className).toBe('on');
    expect(screen.getByRole('link', { name: 'Exactly the forum' }).getAttribute('aria-current')).toBeNull();
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('aria-current')).toBeNull();
    expect(dashboard.className).toBe('plain');
    fireEvent.click(dashboard);
    expect(dashboard.getAttribute('aria-current')).toBe('page');
    expect(dashboard.className).toBe('plain active');
  });
});

describe('routes', () => {
  function Student() {
    const { id, memberId } = useParams<'id' | 'memberId'>();
    return <p>{`class ${id} student ${memberId}`}</p>;
  }
  const routes = (
    <Switch>
      <Route path="/">
        <Navigate to="/dashboard" replace />
      </Route>
      <Route path="/dashboard">
        <p>Dashboard</p>
      </Route>
      <Route path="/educator/classes/:id">
        <p>Class</p>
      </Route>
      <Route path="/educator/classes/:id/students/:memberId">
        <Student />
      </Route>
      <Route>
        <p>Not found</p>
      </Route>
    </Switch>
  );

  it('matches whole paths with nested parameters, redirects / and falls to the catch-all', () => {
    const history = createMemorySource({ initialEntries: ['/'] });
    renderAt(history, routes);
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(where()).toBe('/dashboard REPLACE false');
    act(() => history.navigate('/educator/classes/c1/students/m%209'));
    expect(screen.getByText('class c1 student m 9')).toBeTruthy();
    act(() => history.navigate('/educator/classes/c1/'));
    expect(screen.getByText('Class')).toBeTruthy();
    act(() => history.navigate('/educator/classes'));
    expect(screen.getByText('Not found')).toBeTruthy();
  });
});

describe('history', () => {
  it('keeps each entry’s key and state across back and forward; useNavigate goes either way', () => {
    const history = createMemorySource({ initialEntries: ['/a'] });
    let navigate: ReturnType<typeof useNavigate> | undefined;
    function Probe() {
      navigate = useNavigate();
      return null;
    }
    renderAt(history, <Probe />);
    const first = history.location.key;
    act(() => navigate?.('/b', { state: { linked: 'Sam' } }));
    const second = history.location;
    expect(second.key).not.toBe(first);
    act(() => navigate?.(-1));
    expect(where()).toBe('/a POP false');
    expect(history.location.key).toBe(first);
    act(() => navigate?.(1));
    expect(history.location).toBe(second);
    expect(history.location.state).toEqual({ linked: 'Sam' });
  });

  it('useSearchParams writes the same path with new parameters, pushing unless told to replace', () => {
    const history = createMemorySource({ initialEntries: ['/list?page=1#top'] });
    let set: ReturnType<typeof useSearchParams>[1] | undefined;
    function Probe() {
      const [params, setParams] = useSearchParams();
      set = setParams;
      return <p data-testid="page">{params.get('page')}</p>;
    }
    renderAt(history, <Probe />);
    act(() => set?.(new URLSearchParams({ page: '2', q: 'nurse' }), { preventScrollReset: true }));
    expect(where()).toBe('/list?page=2&q=nurse PUSH true');
    act(() => set?.(new URLSearchParams(), { replace: true }));
    expect(where()).toBe('/list REPLACE false');
    expect(screen.getByTestId('page').textContent).toBe('');
  });
});
