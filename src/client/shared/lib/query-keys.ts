import type { CollegePreferences } from '@domain/catalog/college-match';
import type { RiasecProfile } from '@domain/catalog/schemas';
import type { GameId } from '@domain/cognitive/assessment';

/** A request's query values or filters; part of the key, so each distinct request has its own entry. */
type Params = object;

/**
 * Every TanStack Query key of the client, one entry per server resource: useQuery,
 * invalidateQueries, setQueryData and the rest take their keys from here, never from an array
 * written at the call. A key starts with its resource's root, and matching is by prefix, so
 * invalidating a root (e.g. `queryKeys.forum.all`) reaches every query under it and nothing else.
 * One resource, one key: GET /api/careers/:socCode is `careers.detail(socCode)` for the career page,
 * the calculator and the quiz matches alike, so they share one cache entry.
 */
export const queryKeys = {
  /** GET /api/me: the signed-in user and profile (null when signed out). */
  session: ['session'] as const,
  /** GET /api/site: who runs this installation. */
  siteInfo: ['site-info'] as const,
  /** GET /api/sign-in-providers: the sign-in buttons to show. */
  signInProviders: ['sign-in-providers'] as const,
  /** GET /api/majors: the whole (small) list. */
  majors: ['majors'] as const,
  careers: {
    all: ['careers'] as const,
    /** GET /api/careers with a search, filters or an interest area: one page. */
    list: (query: Params) => ['careers', 'list', query] as const,
    /** GET /api/careers/:socCode. */
    detail: (socCode: string) => ['careers', 'detail', socCode] as const,
    /** GET /api/careers/:socCode/majors. */
    majors: (socCode: string) => ['careers', 'majors', socCode] as const,
  },
  /** POST /api/matches/interests for one interest profile. */
  interestMatches: {
    all: ['interest-matches'] as const,
    forProfile: (profile: RiasecProfile) => ['interest-matches', profile] as const,
  },
  /** POST /api/matches/colleges for one set of preferences. */
  collegeMatches: {
    all: ['college-matches'] as const,
    forPreferences: (preferences: CollegePreferences) => ['college-matches', preferences] as const,
  },
  scholarships: {
    /** GET /api/scholarships with the directory's filters. */
    search: (query: Params) => ['scholarships', 'search', query] as const,
    /** GET /api/scholarships/saved. */
    saved: ['scholarships', 'saved'] as const,
  },
  /** GET /api/profile/family-income: the income the signed-in user's prices use. */
  familyIncome: ['family-income'] as const,
  colleges: {
    all: ['colleges'] as const,
    /** GET /api/colleges/:unitId with the family's income (prices by bracket) and planned debt. */
    detail: (unitId: number, query: Params) => ['colleges', 'detail', unitId, query] as const,
  },
  /** The signed-in user's saved careers and colleges. */
  saved: {
    /** GET /api/saved/careers. */
    careers: ['saved', 'careers'] as const,
    /** GET /api/saved/colleges. */
    colleges: ['saved', 'colleges'] as const,
  },
  cognitive: {
    /** GET /api/cognitive/careers: the careers the games recommend. */
    careers: ['cognitive', 'careers'] as const,
    /** GET /api/cognitive/letter-set: one per round. */
    letterSet: (mode: 'practice' | 'scored', round: number) => ['cognitive', 'letter-set', mode, round] as const,
    /** POST /api/cognitive/memory-race: one seed per mounted game. */
    memoryRace: (game: string) => ['cognitive', 'memory-race', game] as const,
  },
  leaderboard: {
    all: ['leaderboard'] as const,
    /** GET /api/leaderboard/:game. */
    top: (game: GameId) => ['leaderboard', 'top', game] as const,
    /** GET /api/leaderboard/me. */
    me: ['leaderboard', 'me'] as const,
  },
  forum: {
    all: ['forum'] as const,
    /** Every GET /api/forum/posts list, whatever its filters. */
    lists: ['forum', 'list'] as const,
    list: (filters: Params) => ['forum', 'list', filters] as const,
    /** GET /api/forum/posts/:id. */
    post: (id: string) => ['forum', 'post', id] as const,
    /** GET /api/forum/posts/:id/replies. */
    replies: (id: string) => ['forum', 'replies', id] as const,
    /** GET /api/forum/me. */
    me: ['forum', 'me'] as const,
  },
  moderation: {
    all: ['moderation'] as const,
    /** GET /api/admin/moderation/queue. */
    queue: ['moderation', 'queue'] as const,
    /** GET /api/admin/moderation/actions. */
    log: ['moderation', 'log'] as const,
  },
  /** Family links: the student's invites, parents and access log; the parent's children and each child's overview. */
  family: {
    all: ['family'] as const,
    /** GET /api/family/invites. */
    invites: ['family', 'invites'] as const,
    /** GET /api/family/parents. */
    parents: ['family', 'parents'] as const,
    /** GET /api/access-log, one page. */
    accessLog: (page: number) => ['family', 'access-log', page] as const,
    /** GET /api/family/children. */
    children: ['family', 'children'] as const,
    /** GET /api/family/children/:id. */
    child: (linkId: string) => ['family', 'children', linkId] as const,
  },
  /** The family money plan: GET /api/money-plan/mine, or a linked child's GET /api/money-plan/children/:id. */
  moneyPlan: {
    all: ['money-plan'] as const,
    of: (target: string) => ['money-plan', target] as const,
  },
  classes: {
    all: ['classes'] as const,
    /** GET /api/classes/joined (the student's classes and assignments). */
    joined: ['classes', 'joined'] as const,
    /** GET /api/educator/status. */
    status: ['classes', 'status'] as const,
    /** GET /api/educator/classes. */
    list: ['classes', 'list'] as const,
    /** GET /api/educator/classes/:id. */
    one: (id: string) => ['classes', 'class', id] as const,
    /** GET /api/educator/classes/:id/roster with its query. */
    roster: (id: string, query: Record<string, string>) => ['classes', 'class', id, 'roster', query] as const,
    totals: (id: string) => ['classes', 'class', id, 'totals'] as const,
    /** GET /api/educator/classes/:id/rostered (the school roster's students who have not joined). */
    notJoined: (id: string, page: number) => ['classes', 'class', id, 'not-joined', page] as const,
    assignments: (id: string) => ['classes', 'class', id, 'assignments'] as const,
    student: (id: string, memberId: string) => ['classes', 'class', id, 'student', memberId] as const,
    /** GET /api/educator/classes/:id/students/:memberId/report. */
    report: (id: string, memberId: string) => ['classes', 'class', id, 'report', memberId] as const,
    /** GET /api/admin/educators. */
    queue: (status: string) => ['classes', 'queue', status] as const,
    /** GET /api/classes/rostered (classes the school's roster put the student in). */
    rostered: ['classes', 'rostered'] as const,
  },
  rostering: {
    /** GET /api/rostering/imports. */
    imports: ['rostering', 'imports'] as const,
  },
  caseload: {
    all: ['caseload'] as const,
    /** GET /api/educator/caseload with its query. */
    page: (query: Record<string, string>) => ['caseload', 'page', query] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    /** GET /api/notifications, page after page. */
    list: ['notifications', 'list'] as const,
    /** The unread count of GET /api/notifications (the bell). */
    count: ['notifications', 'count'] as const,
  },
  counselor: {
    /** GET /api/counselor/status. */
    status: ['counselor', 'status'] as const,
    conversations: {
      all: ['counselor', 'conversations'] as const,
      /** GET /api/counselor/conversations, page after page. */
      list: ['counselor', 'conversations', 'list'] as const,
      /** GET /api/counselor/conversations/:id. */
      detail: (id: string) => ['counselor', 'conversations', 'detail', id] as const,
    },
  },
  mentorship: {
    /** Every mentorship query (professionals, meetings, safety contacts, the application, the admin lists). */
    all: ['mentorship'] as const,
    /** GET /api/professionals with the directory's filters. */
    professionals: (params: Params) => ['mentorship', 'professionals', params] as const,
    /** GET /api/professionals/:id. */
    professional: (id: string) => ['mentorship', 'professional', id] as const,
    /** GET /api/meetings. */
    meetings: ['mentorship', 'meetings'] as const,
    /** GET /api/meetings/:id. */
    meeting: (id: string) => ['mentorship', 'meeting', id] as const,
    /** GET /api/safety-contacts. */
    safetyContacts: ['mentorship', 'safety-contacts'] as const,
    /** GET /api/professionals/me. */
    myApplication: ['mentorship', 'my-application'] as const,
    admin: {
      all: ['mentorship', 'admin'] as const,
      /** GET /api/admin/professionals, by status. */
      applications: (status: string | undefined) => ['mentorship', 'admin', 'applications', status ?? 'all'] as const,
      /** GET /api/admin/meeting-reports. */
      reports: ['mentorship', 'admin', 'reports'] as const,
      /** GET /api/admin/meeting-messages/held. */
      heldMessages: ['mentorship', 'admin', 'held-messages'] as const,
      /** GET /api/admin/mail-outbox. */
      outbox: ['mentorship', 'admin', 'outbox'] as const,
    },
  },
  insights: {
    /** GET /api/admin/insights/usage for a period. */
    usage: (period: Params) => ['insights', 'usage', period] as const,
    /** GET /api/admin/insights/feedback with filters and page. */
    feedback: (query: Params) => ['insights', 'feedback', query] as const,
  },
};

/** Mutation keys (for isMutating and friends), beside the query keys so no array is written at a call. */
export const mutationKeys = {
  /** PUT or DELETE /api/scholarships/saved/:id. */
  toggleSavedScholarship: ['scholarships', 'saved', 'toggle'] as const,
  /** PUT or DELETE /api/saved/careers/:socCode. */
  toggleSavedCareer: ['saved', 'careers', 'toggle'] as const,
  /** PUT or DELETE /api/saved/colleges/:unitId. */
  toggleSavedCollege: ['saved', 'colleges', 'toggle'] as const,
  /** PUT /api/profile/family-income. */
  saveFamilyIncome: ['family-income', 'save'] as const,
};
