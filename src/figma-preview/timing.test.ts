import {describe, expect, it} from 'vitest';
import {frame, run, text} from './test-nodes';
import {dependsOnTiming} from './timing';

describe('dependsOnTiming', () => {
  const laidOut = run([frame('Card', 240, 47)]);

  it('is false when slower runs place and size every layer the same', () => {
    expect(dependsOnTiming(laidOut, [run([frame('Card', 240, 47)])])).toBe(false);
  });

  it('is true when a slower run leaves a layer at another size or place', () => {
    expect(dependsOnTiming(laidOut, [laidOut, run([frame('Card', 240, 100)])])).toBe(true);
    expect(dependsOnTiming(laidOut, [run([frame('Card', 240, 47, {x: 12})])])).toBe(true);
  });

  it('is true when a slower run fails or writes other text', () => {
    expect(dependsOnTiming(laidOut, [{...laidOut, errors: ['threw: Error']}])).toBe(true);
    const label = (characters: string) => run([text('Label', characters)]);
    expect(dependsOnTiming(label('Saved'), [label('Saving')])).toBe(true);
  });
});
