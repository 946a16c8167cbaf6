// The warning every seat sees when the creator chose the seed: whoever knows the seed can
// know every card, so a friend must be told before taking a seat.
export function KnownDeal() {
  return (
    <p className="banner known-deal" role="note" data-testid="known-deal">
      <b>Known deal:</b> the creator chose the seed and can know every card.
    </p>
  );
}
