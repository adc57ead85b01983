/** The body of a service's "learn more" modal; plain strings, as a modal may render outside the page tree. */
export function ServiceDetails(props: {
  body: string;
  pointsTitle: string;
  points: readonly string[];
  askLabel: string;
  onAsk: () => void;
}) {
  return (
    <div className="site-service-details">
      <p>{props.body}</p>
      <h3 className="site-service-details__points-title">{props.pointsTitle}</h3>
      <ul className="site-service-details__points">
        {props.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <button className="site-button site-button--primary" type="button" onClick={props.onAsk}>
        {props.askLabel}
      </button>
    </div>
  );
}
