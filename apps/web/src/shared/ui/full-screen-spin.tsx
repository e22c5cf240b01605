/** A CSS spinner (no antd, so the login route can use it). */
export function FullScreenSpin() {
  return (
    <div className="lite-center" role="status" aria-busy="true">
      <span className="lite-spinner" />
    </div>
  );
}
