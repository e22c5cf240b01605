-- The invoice's business status moves to `state` (the invoices registry makes `status` the engine's trash flag).
DROP INDEX "invoices_status_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "state" text;--> statement-breakpoint
CREATE INDEX "invoices_state_idx" ON "invoices" USING btree ("state","id");--> statement-breakpoint
UPDATE "invoices" SET "state" = "status";