/**
 * The debt a family adds to a graduate's federal loans, for the costly rule (ADR 0019).
 *
 * Parent PLUS: the College Scorecard field-of-study file we use for majors (FieldOfStudyData1516_1617_PP)
 * has no Parent PLUS column (its debt columns are P_DEBTMEDIAN, P_DEBTPAYMENT10YR and P_DEBTMEAN: federal
 * loans to the student). The institution file MERGED2023_24_PP lists PLUS_DEBT_* columns in the data
 * dictionary, but they are empty for every institution in that release. NCES Fast Facts "Student debt"
 * (nces.ed.gov/fastfacts/display.asp?id=900) reports cumulative federal loans of 2017-18 bachelor's
 * completers and says it "does not include Parent PLUS Loans". We found no per-major or national typical
 * Parent PLUS figure we could verify, so none is invented.
 *
 * Private loans: no primary figure (NCES NPSAS / Digest table) could be read and verified from our sources.
 *
 * Both are therefore null: the costly rule counts them as 0, and every page using it says they are not in
 * the data, so the total shown is a floor, not the whole debt.
 */
import type { AddedFamilyDebt } from '../domain/finance/costly';

export const ADDED_FAMILY_DEBT: AddedFamilyDebt = {
  parentPlus: {
    amount: null,
    note: 'Parent PLUS loans are not in the data: the College Scorecard field-of-study figures count only federal loans to the student.',
  },
  private: {
    amount: null,
    note: 'Private loans are not in the data: no official per-major or national figure we could verify.',
  },
};
