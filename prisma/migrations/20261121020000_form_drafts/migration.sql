-- The guided form's work in progress: one row per browser (or account) filling in the form.
-- A will is made from it only when the form is complete; it is deleted once the will is emailed.
CREATE TABLE "WillDraft" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "creatorKeyHash" TEXT,
    "formData" JSONB NOT NULL,
    "pendingInput" JSONB,
    "step" TEXT NOT NULL DEFAULT 'personal',
    "reached" INTEGER NOT NULL DEFAULT 0,
    "riskResult" JSONB,
    "willId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WillDraft_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WillDraft_userId_idx" ON "WillDraft"("userId");

-- CreateIndex
CREATE INDEX "WillDraft_creatorKeyHash_idx" ON "WillDraft"("creatorKeyHash");

-- CreateIndex
CREATE INDEX "WillDraft_updatedAt_idx" ON "WillDraft"("updatedAt");

-- AddForeignKey
ALTER TABLE "WillDraft" ADD CONSTRAINT "WillDraft_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
