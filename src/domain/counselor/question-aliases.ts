/*
 * The everyday names students use for majors, careers and colleges, beside the catalog's own names: the words the
 * question parser (question-facts) matches as whole phrases.
 */

/**
 * Everyday words for majors and careers, by CIP code or O*NET-SOC code. Only
 * words a student would use for exactly that row: "art" is the fine-arts major;
 * "psychologist" is the psychology major, whose graduates' earnings are what a
 * bachelor's borrower starts on.
 */
export const MAJOR_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '11.07': ['computer science', 'cs', 'comp sci', 'compsci', 'programming', 'software engineering', 'coding', 'computer programming'],
  '11.10': ['information tech'],
  '14.09': ['computer engineering'],
  '14.10': ['electrical engineering', 'ee'],
  '14.19': ['mechanical engineering', 'mechanical engineer', 'mech e'],
  '14.08': ['civil engineering', 'civil engineer'],
  '14.07': ['chemical engineering', 'chemical engineer'],
  '14.02': ['aerospace engineering', 'aerospace engineer'],
  '14.05': ['biomedical engineering', 'bme'],
  '27.01': ['math', 'maths', 'mathematician'],
  '27.05': ['statistician', 'stats'],
  '40.08': ['physicist'],
  '40.05': ['chemist'],
  // Pre-med is not a major: most pre-med students major in biology, and the answer names Biology, so the student sees it.
  '26.01': ['bio', 'biologist', 'pre med', 'premed'],
  '51.38': ['nursing', 'nurse', 'rn', 'registered nurse', 'bsn', 'nursing school', 'pre nursing'],
  '42.01': ['psychology', 'psych', 'psychologist', 'psychologists'],
  '44.07': ['social work', 'social worker', 'msw'],
  '43.01': ['criminology', 'criminal justice', 'crim justice'],
  '13.12': ['education', 'teaching', 'teacher', 'elementary education', 'elementary teacher', 'early childhood education', 'elementary ed'],
  '13.10': ['special ed', 'special education teacher', 'sped'],
  '52.03': ['accounting', 'accountant', 'cpa'],
  // "finance" is the major only as a noun: a verb use ("how do I finance college") is masked first, see financeAsVerb.
  '52.08': ['finance'],
  '52.02': ['business', 'business administration', 'business management', 'bba', 'business school', 'business major'],
  '52.14': ['marketing'],
  '52.10': ['human resources', 'hr'],
  '45.06': ['economics', 'econ', 'economist'],
  '45.10': ['political science', 'poli sci', 'polisci', 'politics', 'government major'],
  '22.03': ['pre law', 'prelaw', 'paralegal'],
  '45.11': ['sociology', 'sociologist'],
  '45.02': ['anthropology', 'anthropologist'],
  '54.01': ['history', 'historian'],
  '23.01': ['english', 'literature', 'english literature', 'english lit'],
  '09.01': ['communications', 'communication', 'media studies', 'comms'],
  '09.04': ['journalism', 'journalist'],
  '09.09': ['public relations', 'pr', 'advertising'],
  '50.04': ['graphic design', 'design'],
  '50.07': ['art', 'fine art', 'fine arts', 'studio art', 'painting', 'drawing', 'sculpture', 'artist'],
  '50.09': ['music', 'musician'],
  '50.05': ['theater', 'theatre', 'drama', 'acting', 'theater arts', 'theatre arts'],
  '50.03': ['dance', 'dancer'],
  '50.06': ['film', 'photography', 'filmmaking', 'film school'],
  '04.02': ['architecture'],
  '38.01': ['philosophy', 'philosopher'],
  '12.05': ['culinary', 'culinary school', 'culinary arts', 'cooking'],
  '49.01': ['aviation', 'pilot', 'flight school'],
  '31.05': ['kinesiology', 'exercise science'],
  '51.22': ['public health'],
  '51.31': ['nutrition', 'dietetics'],
  '51.02': ['speech pathology', 'speech therapy', 'speech language pathology'],
  '26.02': ['biochemistry'],
  '40.06': ['geology', 'geologist'],
  '40.04': ['meteorology', 'meteorologist'],
  '03.05': ['forestry'],
  '52.09': ['hospitality'],
  '19.09': ['fashion', 'fashion design'],
  '01.01': ['agribusiness', 'ag business'],
};

export const CAREER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '47-2152.00': ['plumber', 'plumbers', 'plumbing'],
  '47-2111.00': ['electrician', 'electrical apprenticeship'],
  '49-9021.00': ['hvac', 'hvac tech', 'hvac technician', 'hvac school'],
  '47-2031.00': ['carpenter', 'carpentry'],
  '51-4121.00': ['welder', 'welding', 'welding school'],
  '49-3023.00': ['mechanic', 'auto mechanic', 'car mechanic'],
  '53-3032.00': ['truck driver', 'trucker', 'truck driving', 'cdl'],
  '15-1252.00': ['software developer', 'software engineer', 'programmer'],
  '23-1011.00': ['lawyer', 'attorney', 'law school'],
  '29-1141.00': ['registered nurse', 'nurse', 'rn'],
  '19-3033.00': ['psychologist', 'clinical psychologist', 'counseling psychologist'],
  '29-1021.00': ['dentist', 'dental school'],
  '29-1051.00': ['pharmacist', 'pharmacy school'],
  '29-1131.00': ['veterinarian', 'vet school'],
  '29-1292.00': ['dental hygienist'],
  '29-1071.00': ['physician assistant', 'pa school'],
  '29-2034.00': ['x ray tech', 'xray tech', 'rad tech', 'radiology tech'],
  '33-3051.00': ['police officer', 'cop', 'police'],
  '33-2011.00': ['firefighter', 'fireman'],
  '35-2014.00': ['line cook', 'chef'],
  '49-9051.00': ['lineman', 'lineworker', 'line worker'],
  '25-2021.00': ['elementary school teacher', 'elementary teacher'],
  '25-2031.00': ['high school teacher'],
  '39-5012.00': ['hairdresser', 'cosmetologist', 'cosmetology', 'beauty school'],
};

/** Spanish everyday words for majors, beyond their Spanish names ("psicología", "enfermería" come from those). */
export const MAJOR_ALIASES_ES: Readonly<Record<string, readonly string[]>> = {
  '11.07': ['informática', 'ciencias de la computación', 'computación', 'programación'],
  '51.38': ['enfermería', 'enfermero', 'enfermera', 'enfermeros'],
  '42.01': ['psicología', 'psicólogo', 'psicóloga'],
  '52.03': ['contabilidad', 'contador', 'contadora'],
  '52.02': ['administración de empresas', 'negocios'],
  '13.12': ['educación', 'maestro', 'maestra', 'docencia'],
  '44.07': ['trabajo social', 'trabajador social', 'trabajadora social'],
  '50.07': ['arte', 'bellas artes', 'artes plásticas'],
  '45.06': ['economía'],
  '26.01': ['biología'],
  '43.01': ['criminología', 'justicia penal'],
};

/** Spanish everyday words for careers. */
export const CAREER_ALIASES_ES: Readonly<Record<string, readonly string[]>> = {
  '47-2111.00': ['electricista', 'electricistas', 'aprendiz de electricista'],
  '47-2152.00': ['plomero', 'plomera', 'plomería', 'fontanero'],
  '33-3051.00': ['policía', 'oficial de policía'],
  '29-1131.00': ['veterinario', 'veterinaria'],
  '47-2031.00': ['carpintero', 'carpintera', 'carpintería'],
  '51-4121.00': ['soldador', 'soldadora', 'soldadura'],
  '49-3023.00': ['mecánico', 'mecánica automotriz'],
  '29-1141.00': ['enfermero titulado', 'enfermera titulada'],
  '23-1011.00': ['abogado', 'abogada'],
};

/**
 * Everyday names for colleges, by UNITID. A name that means one college gets only that college; a name several
 * colleges answer to ("U of M", "UMass") is listed on each, so the counselor asks which one instead of guessing.
 */
export const COLLEGE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '110662': ['ucla'],
  '110635': ['uc berkeley', 'berkeley', 'cal berkeley'],
  '228778': ['ut austin', 'university of texas', 'texas longhorns'],
  '204796': ['ohio state', 'the ohio state university'],
  '214777': ['penn state'],
  '215062': ['upenn', 'penn'],
  '170976': ['umich', 'u of m', 'university of michigan'],
  '171100': ['michigan state'],
  '174066': ['u of m', 'university of minnesota'],
  '163286': ['u of m', 'umd', 'university of maryland'],
  '178396': ['u of m', 'mizzou'],
  '176017': ['ole miss', 'u of m'],
  '161253': ['u of m'],
  '180489': ['u of m'],
  '166629': ['umass', 'umass amherst'],
  '166638': ['umass', 'umass boston'],
  '228723': ['texas a and m', 'texas a m', 'tamu'],
  '207388': ['oklahoma state'],
};
