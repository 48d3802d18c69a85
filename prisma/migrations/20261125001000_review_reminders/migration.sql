-- Opt-in reminders to review a will: one row per will, with the address to write to and when the
-- next yearly review (and the one after a reported life event) is due. The cancel links' tokens
-- are kept only as SHA-256 hashes, one per email sent.
CREATE TABLE "ReviewReminder" (
    "id" TEXT NOT NULL,
    "willId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "nextReviewAt" TIMESTAMP(3) NOT NULL,
    "lifeEventReviewAt" TIMESTAMP(3),
    "cancelTokenHashes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "lastSentAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReviewReminder_willId_key" ON "ReviewReminder"("willId");

-- CreateIndex
CREATE INDEX "ReviewReminder_nextReviewAt_idx" ON "ReviewReminder"("nextReviewAt");

-- CreateIndex
CREATE INDEX "ReviewReminder_lifeEventReviewAt_idx" ON "ReviewReminder"("lifeEventReviewAt");

-- AddForeignKey
ALTER TABLE "ReviewReminder" ADD CONSTRAINT "ReviewReminder_willId_fkey" FOREIGN KEY ("willId") REFERENCES "Will"("id") ON DELETE CASCADE ON UPDATE CASCADE;
