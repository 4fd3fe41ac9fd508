import { useEffect, useState } from 'react'
import { Card, Tab, Tabs } from '@blueprintjs/core'
import { useSearchParams } from 'react-router'
import { useCurrentUser, type User } from '../../auth/index.ts'
import { showToast, useMediaQuery } from '@pathshala/ui'
import { useEnrolledCourses } from '../api/enrolled-courses.ts'
import { EditProfileDialog } from './EditProfileDialog.tsx'
import { EnrolledCoursesTab } from './EnrolledCoursesTab.tsx'
import { LogoutConfirmDialog } from './LogoutConfirmDialog.tsx'
import { MaterialsTab } from './MaterialsTab.tsx'
import { CertificatesList, useCertificates } from '../../certificates/index.ts'
import { OrdersList } from '../../orders/index.ts'
import { ProfileHeader } from './ProfileHeader.tsx'
import './profile.css'

type ProfileTab = 'courses' | 'materials' | 'certificates' | 'orders'

const TABS: ProfileTab[] = ['courses', 'materials', 'certificates', 'orders']

const NARROW_SCREEN = '(max-width: 560px)'

/** /home/user: the signed-in learner's profile (behind RequireSignIn). */
export default function ProfilePage() {
  const { data: user } = useCurrentUser()
  if (!user) {
    return (
      <div className="page profile-page">
        <p className="profile-loading">Loading...</p>
      </div>
    )
  }
  return <Profile user={user} />
}

function Profile({ user }: { user: User }) {
  const courses = useEnrolledCourses(user._id)
  const certificates = useCertificates(user._id)
  // the tabs wrap on a phone (profile.css), where the sliding underline would miss its row
  const narrow = useMediaQuery(NARROW_SCREEN)
  const [params, setParams] = useSearchParams()
  const [editing, setEditing] = useState(false)
  const [confirmingLogout, setConfirmingLogout] = useState(false)
  // The open tab lives in the URL, so a reload or a shared link keeps it.
  const asked = params.get('tab') as ProfileTab | null
  const tab: ProfileTab = asked && TABS.includes(asked) ? asked : 'courses'

  useEffect(() => {
    if (courses.isError) void showToast('error', 'Failed to fetch courses')
  }, [courses.isError])

  const courseCount = courses.data?.total
  return (
    <div className="page profile-page">
      <ProfileHeader
        user={user}
        courseCount={courseCount}
        materialCount={user.materials.length}
        onEdit={() => setEditing(true)}
        onLogout={() => setConfirmingLogout(true)}
      />
      <Card className="profile-tabs">
        <Tabs
          id="profile-tabs"
          size="large"
          selectedTabId={tab}
          renderActiveTabPanelOnly
          animate={!narrow}
          onChange={(next) =>
            setParams(next === 'courses' ? {} : { tab: String(next) }, { replace: true })
          }
        >
          <Tab
            id="courses"
            title={`Courses (${courseCount ?? '…'})`}
            panel={
              <EnrolledCoursesTab
                courses={courses.data?.courses}
                failed={courses.isError}
                retrying={courses.isFetching}
                onRetry={() => void courses.refetch()}
              />
            }
          />
          <Tab
            id="materials"
            title={`Materials (${user.materials.length})`}
            panel={<MaterialsTab materials={user.materials} />}
          />
          <Tab
            id="certificates"
            title={`Certificates (${certificates.data?.total ?? '…'})`}
            panel={<CertificatesList userId={user._id} />}
          />
          <Tab id="orders" title="My orders" panel={<OrdersList userId={user._id} />} />
        </Tabs>
      </Card>
      <EditProfileDialog user={user} isOpen={editing} onClose={() => setEditing(false)} />
      <LogoutConfirmDialog isOpen={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </div>
  )
}
