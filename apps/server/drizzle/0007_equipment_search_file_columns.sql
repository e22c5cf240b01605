DROP INDEX "equipment_status_idx";--> statement-breakpoint
ALTER TABLE "object_files" ADD COLUMN "column_name" text;--> statement-breakpoint
CREATE INDEX "equipment_search_trgm_idx" ON "equipment" USING gin (lower("name" || ' ' || coalesce("board_number", '') || ' ' || coalesce("s_n", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_status_idx" ON "equipment" USING btree ("status","name","id");