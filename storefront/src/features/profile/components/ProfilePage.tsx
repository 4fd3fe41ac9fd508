import { useEffect, useState } from 'react'
import { Card, Tab, Tabs } from '@blueprintjs/core'
import { useSearchParams } from 'react-router'
import { useCurrentUser, type User } from '../../auth/index.ts'
import { showToast } from '@pathshala/ui'
import { useEnrolledCourses } from '../api/enrolled-courses.ts'
import { EditProfileDialog } from './EditProfileDialog.tsx'
import { EnrolledCoursesTab } from './EnrolledCoursesTab.tsx'
import { LogoutConfirmDialog } from './LogoutConfirmDialog.tsx'
import { MaterialsTab } from './MaterialsTab.tsx'
import { ProfileHeader } from './ProfileHeader.tsx'
import './profile.css'

type ProfileTab = 'courses' | 'materials'

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
  const [params, setParams] = useSearchParams()
  const [editing, setEditing] = useState(false)
  const [confirmingLogout, setConfirmingLogout] = useState(false)
  // The open tab lives in the URL, so a reload or a shared link keeps it.
  const tab: ProfileTab = params.get('tab') === 'materials' ? 'materials' : 'courses'

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
          onChange={(next) =>
            setParams(next === 'materials' ? { tab: 'materials' } : {}, { replace: true })
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
        </Tabs>
      </Card>
      <EditProfileDialog user={user} isOpen={editing} onClose={() => setEditing(false)} />
      <LogoutConfirmDialog isOpen={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </div>
  )
}
