-- A draft may exist before the user gives an email (the form path); it is deleted if none comes.
ALTER TABLE "Will" ALTER COLUMN "email" DROP NOT NULL;

-- When the will was emailed: the email step is idempotent (a retried step does not send twice).
ALTER TABLE "Will" ADD COLUMN "emailedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Will_status_idx" ON "Will"("status");
