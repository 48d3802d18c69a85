-- Requests for the optional human legal check of a will. No payment is taken: the team confirms
-- the price with the person first. A will has at most one open request (requested or contacted).
CREATE TABLE "LegalCheckRequest" (
    "id" TEXT NOT NULL,
    "willId" TEXT NOT NULL,
    "userId" TEXT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "contactTime" TEXT,
    "notes" TEXT,
    "status" TEXT NOT NULL DEFAULT 'requested',
    "confirmationSentAt" TIMESTAMP(3),
    "notificationSentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LegalCheckRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LegalCheckRequest_willId_idx" ON "LegalCheckRequest"("willId");

-- CreateIndex
CREATE INDEX "LegalCheckRequest_status_idx" ON "LegalCheckRequest"("status");

-- One open request per will, whatever races the application.
CREATE UNIQUE INDEX "LegalCheckRequest_open_willId_key" ON "LegalCheckRequest"("willId")
    WHERE "status" IN ('requested', 'contacted');

-- AddForeignKey
ALTER TABLE "LegalCheckRequest" ADD CONSTRAINT "LegalCheckRequest_willId_fkey" FOREIGN KEY ("willId") REFERENCES "Will"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LegalCheckRequest" ADD CONSTRAINT "LegalCheckRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
