import { WeekAnswers } from './week-answers.js';

describe('28.7 the week answers kept by read-model position', () => {
  it('gives back the answer kept for a question with the positions it was built at', () => {
    const answers = new WeekAnswers<string>();
    answers.set('FabricationLab|2026-11-24', { at: '7:2', answer: 'week' });
    expect(answers.get('FabricationLab|2026-11-24')).toEqual({ at: '7:2', answer: 'week' });
    expect(answers.get('BioLab|2026-11-24')).toBeUndefined();
  });

  it('keeps one answer per question, the latest', () => {
    const answers = new WeekAnswers<string>();
    answers.set('q', { at: '7:2', answer: 'old' });
    answers.set('q', { at: '8:2', answer: 'new' });
    expect(answers.get('q')).toEqual({ at: '8:2', answer: 'new' });
    expect(answers.size).toBe(1);
  });

  it('lets the least recently asked question go once it holds its most', () => {
    const answers = new WeekAnswers<string>(2);
    answers.set('a', { at: '1:0', answer: 'A' });
    answers.set('b', { at: '1:0', answer: 'B' });
    answers.get('a');
    answers.set('c', { at: '1:0', answer: 'C' });
    expect(answers.size).toBe(2);
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')?.answer).toBe('A');
    expect(answers.get('c')?.answer).toBe('C');
  });
});
