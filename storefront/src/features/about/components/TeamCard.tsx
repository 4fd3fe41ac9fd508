import { initialsOf } from '@pathshala/ui'
import type { TeamMember } from '../lib/team-members.ts'

export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="team-card surface-card">
      <span
        className="team-card__avatar"
        style={{ background: member.avatarColor }}
        aria-hidden="true"
      >
        {initialsOf(member.name)}
      </span>
      <h3 className="team-card__name">{member.name}</h3>
      <p className="team-card__designation">{member.designation}</p>
      <p className="team-card__tagline">“{member.tagline}”</p>
      <p className="team-card__description">{member.description}</p>
    </article>
  )
}
