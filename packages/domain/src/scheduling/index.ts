// Scheduling rules (placement, durations, snapping, availability): filled in by the scheduling work.
export {};
