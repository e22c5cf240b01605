-- Invoices become a registry of the engine in place (issue 13): rows and ids are kept; the old text "status"
-- (superseded by "state" in 0023) becomes the engine's smallint trash flag: rows whose state was 'delete' go to the
-- trash (status 0, "state" stays 'delete'), the others are active (1). A missing number becomes ''.
UPDATE "invoices" SET "number" = '' WHERE "number" IS NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "vat_rate" SET DATA TYPE text USING trim_scale("vat_rate")::text;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET DATA TYPE smallint USING (CASE WHEN "state" = 'delete' THEN 0 ELSE 1 END);--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "who_edit" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "date_delete" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "who_delete" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "term_days" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_type" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "urgent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "expenditure_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("number", '') || ' ' || coalesce("purpose", '') || ' ' || coalesce("reason", ''))) STORED;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("number", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("purpose", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("reason", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "invoices_status_id_idx" ON "invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "invoices_status_number_idx" ON "invoices" USING btree ("status","number","id");--> statement-breakpoint
CREATE INDEX "invoices_status_date_invoice_idx" ON "invoices" USING btree ("status","date_invoice","id");--> statement-breakpoint
CREATE INDEX "invoices_status_sum_idx" ON "invoices" USING btree ("status","sum","id");--> statement-breakpoint
CREATE INDEX "invoices_status_date_add_idx" ON "invoices" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "invoices_kind_filter_idx" ON "invoices" USING btree ("status","kind","id","id");--> statement-breakpoint
CREATE INDEX "invoices_state_filter_idx" ON "invoices" USING btree ("status","state","id","id");--> statement-breakpoint
CREATE INDEX "invoices_urgent_filter_idx" ON "invoices" USING btree ("status","urgent","id","id");--> statement-breakpoint
CREATE INDEX "invoices_paid_type_filter_idx" ON "invoices" USING btree ("status","paid_type","id","id");--> statement-breakpoint
CREATE INDEX "invoices_organization_id_filter_idx" ON "invoices" USING btree ("status","organization_id","id","id");--> statement-breakpoint
CREATE INDEX "invoices_contractor_id_filter_idx" ON "invoices" USING btree ("status","contractor_id","id","id");--> statement-breakpoint
CREATE INDEX "invoices_expenditure_id_filter_idx" ON "invoices" USING btree ("status","expenditure_id","id","id");--> statement-breakpoint
CREATE INDEX "invoices_project_id_filter_idx" ON "invoices" USING btree ("status","project_id","id","id");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_fts_idx" ON "invoices" USING gin ("search_vector");--> statement-breakpoint
UPDATE "invoices" SET "date_delete" = coalesce("date_edit", "date_add") WHERE "status" = 0;
