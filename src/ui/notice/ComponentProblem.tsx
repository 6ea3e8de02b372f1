/** Development-only notice for an isolated component; production renders nothing. */
export function ComponentProblem({ name, problem }: { name: string; problem: string }) {
  if (!import.meta.env.DEV) return null;
  return (
    <div className="component-problem" role="note">
      Component <code>{name}</code>: {problem}
    </div>
  );
}
