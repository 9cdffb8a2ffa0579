import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';

/*
 * The credential a family plans for at one college: a certificate, an associate's or a bachelor's degree. Offered
 * only where the college awards it. What we know of that comes from two places, and the plan says which:
 * - the College Scorecard field-of-study file lists, per college, the credential levels it reported graduates at
 *   (P_CREDLEV 1 undergraduate certificate, 2 associate's, 3 bachelor's): "programs";
 * - where it lists none of the three, only the institution's predominant degree (PREDDEG) stands in: "assumed".
 *
 * Years of school: a bachelor's 4, an associate's 2 (full-time, as the programs are designed). A certificate is
 * planned as 1 year, an assumption: the Scorecard groups every undergraduate certificate in one level (IPEDS counts
 * awards under 1 year, 1 to under 2 years and 2 to under 4 years, but the field-of-study file does not split them),
 * so the family should check the program's length with the college.
 */

export const PLAN_CREDENTIALS = ['certificate', 'associate', 'bachelor'] as const;
export type PlanCredential = (typeof PLAN_CREDENTIALS)[number];

export const CREDENTIAL_YEARS: Readonly<Record<PlanCredential, number>> = { certificate: 1, associate: 2, bachelor: 4 };

/** P_CREDLEV of each planned credential in the field-of-study file. */
export const CREDENTIAL_LEVEL_OF: Readonly<Record<PlanCredential, number>> = { certificate: 1, associate: 2, bachelor: 3 };

export type CredentialBasis = 'programs' | 'assumed';
export type OfferedCredential = { readonly credential: PlanCredential; readonly basis: CredentialBasis };

type PredominantDegree = 'certificate' | 'associate' | 'bachelor' | 'graduate';

/**
 * The credentials a family may plan for at a college, shortest first. `programLevels` are the P_CREDLEV values the
 * college reported programs at (any order, repeats allowed). Without a certificate, associate's or bachelor's among
 * them, the predominant degree stands in, marked assumed (a college mostly awarding graduate degrees is assumed to
 * award the bachelor's); with neither, nothing is offered and the plan keeps its 4-year assumption.
 */
export function offeredCredentials(programLevels: readonly number[], predominant: PredominantDegree | null): OfferedCredential[] {
  const reported = PLAN_CREDENTIALS.filter((credential) => programLevels.includes(CREDENTIAL_LEVEL_OF[credential]));
  if (reported.length > 0) return reported.map((credential) => ({ credential, basis: 'programs' }));
  if (predominant === null) return [];
  return [{ credential: predominant === 'graduate' ? 'bachelor' : predominant, basis: 'assumed' }];
}

/**
 * The credential planned when the family has not chosen: the one the college mostly awards when it is offered,
 * else the longest offered (the degree a family most often means); null when nothing is offered.
 */
export function defaultCredential(offered: readonly OfferedCredential[], predominant: PredominantDegree | null): PlanCredential | null {
  const main = predominant === 'graduate' ? 'bachelor' : predominant;
  if (main && offered.some((o) => o.credential === main)) return main;
  return offered.at(-1)?.credential ?? null;
}

/** The family's choice when the college offers it, else the default. */
export function plannedCredential(
  chosen: PlanCredential | undefined,
  offered: readonly OfferedCredential[],
  predominant: PredominantDegree | null,
): PlanCredential | null {
  if (chosen && offered.some((o) => o.credential === chosen)) return chosen;
  return defaultCredential(offered, predominant);
}

/**
 * A college the transfer route can start at: a two-year college (it mostly awards associate's degrees or
 * certificates), or any college that awards an associate's.
 */
export function canStartTransfer(offered: readonly OfferedCredential[], predominant: PredominantDegree | null): boolean {
  return predominant === 'associate' || predominant === 'certificate' || offered.some((o) => o.credential === 'associate');
}

/** A college the transfer route can finish at: it awards the bachelor's (reported, or assumed from its main degree). */
export function canFinishTransfer(offered: readonly OfferedCredential[]): boolean {
  return offered.some((o) => o.credential === 'bachelor');
}

export const CREDENTIAL_MESSAGES = {
  credential: 'transfer-plan.credential_invalid',
  college: 'transfer-plan.college_id_invalid',
  tooMany: 'transfer-plan.credentials_too_many',
} as const satisfies Record<string, ErrorCode>;

/** Most colleges a plan keeps a credential for (a saved list is far shorter). */
export const MAX_CREDENTIAL_CHOICES = 100;

export const planCredentialSchema = z.enum(PLAN_CREDENTIALS, CREDENTIAL_MESSAGES.credential);

/** The family's choices by UNITID (JSON object keys are strings: "204796": "bachelor"). */
export const credentialChoicesSchema = z.record(z.string(), planCredentialSchema).check(
  z.refine((choices) => Object.keys(choices).every((key) => /^[1-9]\d{0,8}$/.test(key)), CREDENTIAL_MESSAGES.college),
  z.refine((choices) => Object.keys(choices).length <= MAX_CREDENTIAL_CHOICES, CREDENTIAL_MESSAGES.tooMany),
);
export type CredentialChoices = z.infer<typeof credentialChoicesSchema>;
