import type { AnyStateMachine } from 'xstate';

/**
 * Child machines have effects of their own. Whoever provides effects to the parent (the dialog,
 * the tests) provides the named ones to each child too: `children` maps the parent's actor key of
 * a child to that child's machine and the effects it takes from the parent.
 */
export function withChildEffects<M extends AnyStateMachine>(
  parent: M,
  children: Record<string, [AnyStateMachine, readonly string[]]>,
): M {
  type Provide = (implementations: unknown) => M;
  const provide = parent.provide.bind(parent) as Provide;
  parent.provide = ((implementations: unknown) => {
    const provided = provide(implementations);
    const actors = provided.implementations.actors as Record<string, unknown>;
    const wired = Object.fromEntries(
      Object.entries(children).map(([key, [child, effects]]) => [
        key,
        child.provide({
          actors: Object.fromEntries(effects.map((name) => [name, actors[name]])) as never,
        }),
      ]),
    );
    return withChildEffects(
      (provided.provide.bind(provided) as Provide)({ actors: wired }),
      children,
    );
  }) as M['provide'];
  return parent;
}
