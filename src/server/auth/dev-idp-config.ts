import { createHmac } from 'node:crypto';

/** The local identity provider that stands in for a third party when none is configured (ADR 0003). */
export const DEV_IDP_PROVIDER_ID = 'waypoint-demo';
export const DEV_IDP_CLIENT_ID = 'waypoint-web';
export const DEV_IDP_PATH = '/oidc';

export const devIdpIssuer = (baseUrl: string) => `${baseUrl}${DEV_IDP_PATH}`;

/** Derived from the app secret so both sides agree without another setting. */
export const devIdpClientSecret = (secret: string) => createHmac('sha256', secret).update('dev-idp-client').digest('base64url');

export interface DemoAccount {
  email: string;
  name: string;
  label: string;
}

export const DEMO_ADMIN_EMAIL = 'alex.admin@demo.waypoint.test';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'sam.student@demo.waypoint.test', name: 'Sam Rivera', label: 'Student' },
  { email: 'pat.parent@demo.waypoint.test', name: 'Pat Morgan', label: 'Parent' },
  { email: 'lee.educator@demo.waypoint.test', name: 'Lee Chen', label: 'Educator' },
  { email: DEMO_ADMIN_EMAIL, name: 'Alex Kim', label: 'Administrator' },
];
