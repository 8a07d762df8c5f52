import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { NotFound } from '@/components/NotFound'
import { OverviewContent } from '@/components/OverviewPage'
import { TOOLS } from './tools'

const CheckDigitPage = lazy(() =>
  import('./check-digit/CheckDigitPage').then((m) => ({ default: m.CheckDigitPage })),
)
const RateSpreadPage = lazy(() =>
  import('./rate-spread/RateSpreadPage').then((m) => ({ default: m.RateSpreadPage })),
)
const OnlineLarFormattingPage = lazy(() =>
  import('./online-lar-formatting/OnlineLarFormattingPage').then((m) => ({
    default: m.OnlineLarFormattingPage,
  })),
)
const FileFormatVerificationPage = lazy(() =>
  import('./file-format-verification/FileFormatVerificationPage').then((m) => ({
    default: m.FileFormatVerificationPage,
  })),
)
const LarFormattingPage = lazy(() =>
  import('./lar-formatting/LarFormattingPage').then((m) => ({ default: m.LarFormattingPage })),
)

function ToolsHub() {
  return (
    <OverviewContent
      title="Platform Tools"
      description="Platform Tools: check the formatting and accuracy of HMDA data before you file."
      intro={
        <p>
          These tools help filers prepare and check their data. They run in your browser: the data
          you enter or open stays on your computer.
        </p>
      }
      sections={[
        {
          heading: 'Tools',
          items: TOOLS.map((tool) => ({
            title: tool.name,
            text: tool.whenToUse,
            to: tool.available ? tool.path : undefined,
          })),
        },
      ]}
    />
  )
}

/** The tools section: the hub and each tool's screen, each loaded on demand. */
export function ToolsPage() {
  return (
    <Routes>
      <Route index element={<ToolsHub />} />
      <Route path="check-digit" element={<CheckDigitPage />} />
      <Route path="rate-spread" element={<RateSpreadPage />} />
      <Route path="lar-formatting" element={<LarFormattingPage />} />
      <Route path="online-lar-formatting" element={<OnlineLarFormattingPage />} />
      <Route path="file-format-verification" element={<FileFormatVerificationPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
