import { describe, expect, it } from 'vitest';
import { detectIntent, dollarAmounts, studyYears, termYears } from './intents';
import { starterQuestions } from './starters';

describe('detectIntent', () => {
  it.each([
    ['Which careers fit me?', 'careers-fit'],
    ['What jobs match my quiz results?', 'careers-fit'],
    ['what careers would be good for me based on my interests', 'careers-fit'],
    ['Compare Computer science and Nursing', 'compare'],
    ['Auburn University vs University of Alaska Anchorage', 'compare'],
    ["What's the difference between economics and finance majors?", 'compare'],
    ['How much can I borrow safely for college?', 'borrowing'],
    ['how much student debt is too much?', 'borrowing'],
    ['What are the federal loan limits?', 'borrowing'],
    ['What would my monthly payment be on $30,000 of student loans?', 'payment'],
    ['If I borrow 45k how much would I pay each month?', 'payment'],
    ['How do I find scholarships?', 'scholarships'],
    ['Where can I get grants or free money for college', 'scholarships'],
    ['What does my financial grade mean?', 'grade'],
    ['Is a debt-to-income of 1.2 bad?', 'grade'],
    ['How much do electricians make?', 'pay'],
    ['What is the salary of a registered nurse', 'pay'],
    ['How much does Auburn University cost per year?', 'college-info'],
    ['Tell me about the nursing major', 'major-info'],
    ['What does a dental hygienist do?', 'career-info'],
    ['hi', 'greeting'],
    ['Thanks!', 'greeting'],
    ['What is the weather tomorrow?', 'unknown'],
    ['Write my college essay for me', 'unknown'],
  ] as const)('%s → %s', (question, intent) => {
    expect(detectIntent(question)).toBe(intent);
  });

  it('recognises every starter question it suggests', () => {
    const starters = starterQuestions(
      {
        interests: { topMajors: ['Nursing', 'Computer science'], topCareerCodes: ['29-1141.00'] },
        colleges: [{ unitId: 100858, name: 'Auburn University' }],
        finances: { monthlyIncome: 4000, plannedDebt: 30000 },
      },
      6,
    );
    expect(starters.map(detectIntent)).toEqual(['careers-fit', 'compare', 'college-info', 'grade', 'payment', 'borrowing']);
  });
});

describe('amounts and terms', () => {
  it('reads dollar amounts but not bare numbers', () => {
    expect(dollarAmounts('on $30,000 of loans')).toEqual([30000]);
    expect(dollarAmounts('if I borrow 45k over 10 years')).toEqual([45000]);
    expect(dollarAmounts('$2.5K and 12,000 dollars')).toEqual([2500, 12000]);
    expect(dollarAmounts('I am 17 and in grade 11')).toEqual([]);
  });
  it('reads a repayment term and years of study', () => {
    expect(termYears('over 15 years')).toBe(15);
    expect(termYears('a 20-year plan')).toBe(20);
    expect(termYears('next year')).toBeNull();
    expect(studyYears('how much can I borrow for a two-year degree')).toBe(2);
    expect(studyYears('4 years of college')).toBe(4);
    expect(studyYears('how much can I borrow')).toBeNull();
  });
});

describe('starterQuestions', () => {
  it('offers general questions to a student without results', () => {
    expect(starterQuestions({})).toEqual([
      'Which careers fit me?',
      'How much can I borrow safely for college?',
      'What would my monthly payment be on $30,000 of student loans?',
      'How do I find scholarships?',
    ]);
  });
  it('builds questions from the results, cognitive strengths first', () => {
    const starters = starterQuestions({
      interests: { topMajors: ['Nursing', 'Psychology'], topCareerCodes: [] },
      colleges: [
        { unitId: 1, name: 'A College' },
        { unitId: 2, name: 'B University' },
      ],
      cognitive: { logical_reasoning: 88, creativity: 40, working_memory: 91 },
    });
    expect(starters).toEqual([
      'Which careers fit my strengths in working memory and logical reasoning?',
      'Compare Nursing and Psychology',
      'Compare A College and B University',
      'How much can I borrow safely for college?',
    ]);
  });
});

describe('Spanish questions', () => {
  it.each([
    ['¡Hola!', 'greeting'],
    ['¿Qué carreras me convienen?', 'careers-fit'],
    ['¿Cuánto puedo pedir prestado sin riesgo para la universidad?', 'borrowing'],
    ['¿Cuánto pagaría al mes por $30,000 en préstamos estudiantiles?', 'payment'],
    ['¿Cómo encuentro becas?', 'scholarships'],
    ['Compara Nursing y Psychology', 'compare'],
    ['¿Cuánto ganan los electricians?', 'pay'],
    ['¿Cuánto cuesta Auburn University al año?', 'college-info'],
    ['¿Qué significa mi calificación financiera?', 'grade'],
  ] as const)('%s → %s', (question, intent) => {
    expect(detectIntent(question)).toBe(intent);
  });
});
