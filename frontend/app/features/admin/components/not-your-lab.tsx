/**
 * In place of the actions on a booking of a lab the reviewer was not given: they read it, and
 * the server would refuse the step anyway (DESIGN 6). Says whom to ask instead.
 */
export function NotYourLab({ lab }: { lab: string }) {
  return (
    <p className="mt-3 text-sm text-ink-600">
      Read-only: {lab} is not one of your labs. Its reviewers or an admin decide this booking.
    </p>
  );
}
