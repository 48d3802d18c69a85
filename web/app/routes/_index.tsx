export default function Landing() {
  return (
    <div className="container">
      <h1>Make Your Free Will in Minutes</h1>
    </div>
  );
}
