-- Slot for hand-written SQL during parallel work; folded into one generated migration at integration.
SELECT 1;
