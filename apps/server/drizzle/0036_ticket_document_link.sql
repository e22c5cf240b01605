ALTER TABLE "object_files" ADD COLUMN "doc_type" smallint;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "document_id" integer;--> statement-breakpoint
CREATE INDEX "tickets_document_idx" ON "tickets" USING btree ("document_id") WHERE "tickets"."document_id" is not null;